/** Every word the rich text editor shows; the kit does not translate, the screen passes them. */
export interface RichTextLabels {
  /** The toolbar's name, after the field's. */
  toolbar: string;
  undo: string;
  redo: string;
  paragraph: string;
  heading2: string;
  heading3: string;
  bold: string;
  italic: string;
  underline: string;
  bulletList: string;
  orderedList: string;
  link: string;
  linkAddress: string;
  linkApply: string;
  linkRemove: string;
  table: string;
  addRow: string;
  addColumn: string;
  deleteRow: string;
  deleteColumn: string;
  deleteTable: string;
  image: string;
  /** The card's photos to pick from; shown when the card has none. */
  noImages: string;
  close: string;
}

/** One photo of the card an image can show: the product's media address and its name. */
export interface RichTextImage {
  src: string;
  name: string;
}
