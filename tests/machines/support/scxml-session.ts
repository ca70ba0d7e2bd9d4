import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The part of SCION (@scion-scxml/scxml) the replay uses; SCION's own typings describe more. */
interface ScionEvent {
  name: string;
  data?: unknown;
  sendid?: string;
}
interface ScionInterpreter {
  start(): string[];
  gen(event: ScionEvent): string[];
  getConfiguration(): string[];
  isFinal(): boolean;
  on(type: 'onError', listener: (error: { name: string; data: unknown }) => void): void;
  on(type: 'onInvokedSessionInitialized', listener: (session: ScionInterpreter) => void): void;
  opts: { invokeid?: string };
}
interface ScionOptions {
  params: Record<string, unknown>;
  customSend: (event: ScionEvent, options: { delay?: number }) => void;
  customCancel: (sendid: string) => void;
  console: { log: () => void };
}
type ModelFactory = object;
interface Scion {
  documentStringToModel(
    url: string,
    text: string,
    done: (
      error: Error | null,
      model: { prepare(done: (error: Error | null, factory: ModelFactory) => void): void },
    ) => void,
  ): void;
  core: { Statechart: new (factory: ModelFactory, options: ScionOptions) => ScionInterpreter };
}

// Vitest runs from the project root (under jsdom, import.meta.url is not a file URL).
const scion = createRequire(join(process.cwd(), 'package.json'))('@scion-scxml/scxml') as Scion;

/** Compiles an SCXML document with SCION (parse, then its ECMAScript data model and scripts). */
export function compileScxml(path: string, text: string): Promise<ModelFactory> {
  return new Promise((resolve, reject) => {
    scion.documentStringToModel(path, text, (error, model) => {
      if (error) return reject(error);
      model.prepare((prepareError, factory) => (prepareError ? reject(prepareError) : resolve(factory)));
    });
  });
}

/** A delayed <send> the chart has scheduled and not cancelled. */
export interface PendingSend {
  event: string;
  ms: number;
}

/**
 * One SCION session of an exported chart, driven as its header says a host drives it: events carry the
 * guards' outcomes, delayed sends are held here (no real timers) until the replay fires them, and the
 * invoked sessions standing for XState's actors are tracked by invoke id.
 */
export class ScxmlSession {
  readonly errors: string[] = [];
  /** Delayed sends by send id; `onSend` is told of each as it is scheduled. */
  readonly pending = new Map<string, PendingSend>();
  private readonly invoked = new Map<string, ScionInterpreter>();
  private readonly interpreter: ScionInterpreter;

  constructor(factory: ModelFactory, params: Record<string, unknown>, onSend: (send: PendingSend) => void) {
    this.interpreter = new scion.core.Statechart(factory, {
      params,
      customSend: (event, options) => {
        const send = { event: event.name, ms: options.delay ?? 0 };
        this.pending.set(event.sendid ?? event.name, send);
        onSend(send);
      },
      customCancel: (sendid) => void this.pending.delete(sendid),
      console: { log: () => {} },
    });
    this.interpreter.on('onError', (error) =>
      this.errors.push(`${error.name}: ${JSON.stringify(error.data)}`),
    );
    this.interpreter.on('onInvokedSessionInitialized', (session) =>
      this.invoked.set(session.opts.invokeid ?? '', session),
    );
  }

  start(): void {
    this.interpreter.start();
  }

  send(name: string, data: unknown): void {
    this.interpreter.gen({ name, data });
  }

  /**
   * Fires a held delayed send as its timer would, with the guards' outcomes for the eventless transitions
   * that follow it; null when none is pending for that event.
   */
  fire(name: string, data: unknown): PendingSend | null {
    const found = [...this.pending].find(([, send]) => send.event === name);
    if (!found) return null;
    this.pending.delete(found[0]);
    this.interpreter.gen({ name, data });
    return found[1];
  }

  /** Atomic states of the configuration, sorted. */
  configuration(): string[] {
    return [...this.interpreter.getConfiguration()].sort();
  }

  isFinal(): boolean {
    return this.interpreter.isFinal();
  }

  /** Waits (a few event-loop turns: SCION starts invoked sessions asynchronously) for a running invoke. */
  async invocation(id: string): Promise<boolean> {
    for (let turn = 0; turn < 200; turn += 1) {
      const session = this.invoked.get(id);
      if (session && !session.isFinal()) return true;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return false;
  }
}
