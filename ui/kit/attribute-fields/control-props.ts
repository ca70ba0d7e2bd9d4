import type { Attribute, AttributeData, NamedValue } from '@domain/product';
import type { FieldLabels } from './labels';

/** §3 available_values_by_api: the values of an attribute matching what the user typed. */
export type LoadValues = (attribute: Attribute, query: string) => Promise<NamedValue[]>;

/** fileupload: sends a file and answers the id (and name) the server gave it. */
export type UploadFile = (attribute: Attribute, file: File) => Promise<{ id: number; filename: string }>;

/** The ids a control wires itself to: its own, the field label's and what describes it. */
export interface FieldIds {
  control: string;
  label: string;
  /** Hint and value error, for aria-describedby. */
  describedBy: string | undefined;
  /** Unit error, for the unit select's aria-describedby. */
  unitDescribedBy: string | undefined;
}

/** What every type's control gets from the AttributeField around it. */
export interface ControlProps {
  attribute: Attribute;
  labels: FieldLabels;
  /** The new data of this attribute; the screen applies the domain rules. */
  change: (data: AttributeData[]) => void;
  ids: FieldIds;
  invalid: boolean;
  unitInvalid: boolean;
  readOnly: boolean;
  loadValues?: LoadValues | undefined;
  uploadFile?: UploadFile | undefined;
}
