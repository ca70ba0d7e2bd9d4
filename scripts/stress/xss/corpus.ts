/**
 * R5 The XSS corpus: script tags, event handlers, javascript: URLs, SVG and MathML tricks, mutation-XSS
 * strings, attribute breakers, template-literal and JSON breakers and file names with HTML. Each payload
 * calls `__xss(id)` (or opens a dialog) if it ever runs, so a page that executes one is caught by the
 * detector (detector.ts) whatever the way in. `{id}` is replaced by the payload's number.
 */
const TEMPLATES: readonly string[] = [
  // Script tags
  '<script>__xss({id})</script>',
  '<ScRiPt>__xss({id})</sCrIpT>',
  '<scr<script>ipt>__xss({id})</scr</script>ipt>',
  '</script><script>__xss({id})</script>',
  '<script src="data:text/javascript,__xss({id})"></script>',
  // Event handlers
  '<img src=x onerror=__xss({id})>',
  '<img src="x" onerror="__xss({id})">',
  '<img src=x onerror=__xss({id})//',
  '<svg onload=__xss({id})>',
  '<svg/onload=__xss({id})>',
  '<body onload=__xss({id})>',
  '<details open ontoggle=__xss({id})>',
  '<video><source onerror=__xss({id})></video>',
  '<audio src=x onerror=__xss({id})>',
  '<input autofocus onfocus=__xss({id})>',
  '<select autofocus onfocus=__xss({id})></select>',
  '<textarea autofocus onfocus=__xss({id})></textarea>',
  '<x contenteditable autofocus onfocus=__xss({id})>x</x>',
  '<marquee onstart=__xss({id})>x</marquee>',
  '<img srcset="x" onerror="__xss({id})">',
  '<img src=x onerror=alert({id})>',
  '<svg onload=confirm({id})>',
  '<img src=x onerror=prompt({id})>',
  // javascript: and data: URLs
  'javascript:__xss({id})',
  'JaVaScRiPt:__xss({id})',
  ' javascript:__xss({id})',
  '&#106;avascript:__xss({id})',
  '<a href="javascript:__xss({id})">x</a>',
  '<a href="data:text/html,<script>__xss({id})</script>">x</a>',
  '<iframe src="javascript:__xss({id})"></iframe>',
  '<iframe srcdoc="<script>parent.__xss({id})</script>"></iframe>',
  '<object data="javascript:__xss({id})"></object>',
  '<embed src="javascript:__xss({id})">',
  '<form><button formaction="javascript:__xss({id})">x</button></form>',
  '<base href="javascript:__xss({id})//">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss({id})">',
  // SVG and MathML
  '<svg><script>__xss({id})</script></svg>',
  '<svg><a xlink:href="javascript:__xss({id})"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=__xss({id}) attributeName=x dur=1s>',
  '<svg><style><img src=x onerror=__xss({id})></style></svg>',
  '<math><mi xlink:href="javascript:__xss({id})">x</mi></math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss({id})>',
  // Mutation XSS
  '<noscript><p title="</noscript><img src=x onerror=__xss({id})>">',
  '<svg></p><style><a id="</style><img src=1 onerror=__xss({id})>">',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=__xss({id}) src>">',
  '<math><mtext><table><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=__xss({id}) src=1>">',
  '<!--<img src="--><img src=x onerror=__xss({id})//">',
  '<template><img src=x onerror=__xss({id})></template>',
  '<xmp><p title="</xmp><img src=x onerror=__xss({id})>">',
  // Attribute breakers
  '"><img src=x onerror=__xss({id})>',
  "'><img src=x onerror=__xss({id})>",
  '" onmouseover="__xss({id})" autofocus onfocus="__xss({id})" x="',
  "' onfocus='__xss({id})' autofocus x='",
  '`><img src=x onerror=__xss({id})>',
  '<div style="background:url(javascript:__xss({id}))">x</div>',
  // Template-literal and JSON breakers
  '${__xss({id})}',
  '`;__xss({id});`',
  "'-__xss({id})-'",
  '";__xss({id});//',
  '{{constructor.constructor("__xss({id})")()}}',
  '{"a":"</script><img src=x onerror=__xss({id})>"}',
  '\\u003cimg src=x onerror=__xss({id})\\u003e',
  '</style></title></textarea><img src=x onerror=__xss({id})>',
  // File names with HTML
  'photo<img src=x onerror=__xss({id})>.jpg',
  '"><svg onload=__xss({id})>.png',
  "x' onerror='__xss({id})'.jpg",
  'javascript:__xss({id}).pdf',
];

export interface Payload {
  id: number;
  text: string;
}

/** Every payload with its number (from 1): `__xss(n)` names the one that ran. */
export const CORPUS: readonly Payload[] = TEMPLATES.map((template, index) => ({
  id: index + 1,
  text: template.replaceAll('{id}', String(index + 1)),
}));

/** What a page shows of payload n when it renders it as text: the call it would have made. */
export const traceOf = (id: number) => `__xss(${id})`;
