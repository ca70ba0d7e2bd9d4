import { memo, useCallback, type ComponentType } from 'react';
import type { AttributeType } from '@domain/attribute-types';
import type { Attribute, AttributeData } from '@domain/product';
import { Alert } from '../alert';
import { BooleanControl, CheckboxControl, CheckboxTextControl } from './boolean-fields';
import {
  CheckboxMultiSelectControl,
  PictogramMultiSelectControl,
  RadioMultiSelectControl,
} from './choice-fields';
import type { ControlProps, FieldIds, LoadValues, UploadFile } from './control-props';
import { FieldShell } from './field-shell';
import { FileControl } from './file-field';
import { HtmlControl } from './html-field';
import type { FieldLabels } from './labels';
import {
  MultiSelectControl,
  MultiSelectNumberControl,
  MultiSelectTextControl,
  MultiSelectTextUnitControl,
} from './multi-select-fields';
import { FloatControl, IntegerControl, NumberControl, TextUnitControl } from './number-fields';
import {
  RangeNumberControl,
  SelectRangeNumberControl,
  ThreeNumberControl,
  TwoNumberControl,
} from './range-fields';
import { SelectControl } from './select-field';
import { DateControl, DateTimeControl, TextareaControl, TextControl } from './text-fields';

export interface AttributeFieldProps {
  attribute: Attribute;
  /** Translated messages of the form's faults for this attribute. */
  errors: { value?: string | undefined; unit?: string | undefined };
  labels: FieldLabels;
  /** The attribute's new data; one stable function for all fields (the screen applies the rules). */
  onChange: (uuid: string, data: AttributeData[]) => void;
  /** §3 available_values_by_api: values matching a query. */
  loadValues?: LoadValues | undefined;
  /** fileupload: without it the file id is typed. */
  uploadFile?: UploadFile | undefined;
  /** Id of the main control (default `attribute-<uuid>`), for focusing a field from its fault. */
  id?: string | undefined;
}

/**
 * How the field label names a control: `for` one input, `self` a control that points at the label
 * (radio groups, comboboxes), `group` several parts grouped under it.
 */
type Labelling = 'for' | 'self' | 'group';
interface Entry {
  Control: ComponentType<ControlProps>;
  labelling: Labelling;
}

const CONTROLS: Record<AttributeType, Entry> = {
  boolean: { Control: BooleanControl, labelling: 'self' },
  checkbox: { Control: CheckboxControl, labelling: 'for' },
  checkbox_text: { Control: CheckboxTextControl, labelling: 'for' },
  date: { Control: DateControl, labelling: 'for' },
  datetime: { Control: DateTimeControl, labelling: 'for' },
  fileupload: { Control: FileControl, labelling: 'for' },
  html_textarea: { Control: HtmlControl, labelling: 'for' },
  integer: { Control: IntegerControl, labelling: 'for' },
  float: { Control: FloatControl, labelling: 'for' },
  number: { Control: NumberControl, labelling: 'for' },
  text: { Control: TextControl, labelling: 'for' },
  textarea: { Control: TextareaControl, labelling: 'for' },
  text_unit: { Control: TextUnitControl, labelling: 'for' },
  select: { Control: SelectControl, labelling: 'self' },
  multiselect: { Control: MultiSelectControl, labelling: 'group' },
  multiselect_number: { Control: MultiSelectNumberControl, labelling: 'group' },
  multiselect_text: { Control: MultiSelectTextControl, labelling: 'group' },
  multiselect_text_unit: { Control: MultiSelectTextUnitControl, labelling: 'group' },
  radio_multi_select: { Control: RadioMultiSelectControl, labelling: 'self' },
  checkbox_multi_select: { Control: CheckboxMultiSelectControl, labelling: 'group' },
  pictogram_multi_select: { Control: PictogramMultiSelectControl, labelling: 'group' },
  rangenumber: { Control: RangeNumberControl, labelling: 'group' },
  twonumber: { Control: TwoNumberControl, labelling: 'group' },
  threenumber: { Control: ThreeNumberControl, labelling: 'group' },
  selectrangenumber: { Control: SelectRangeNumberControl, labelling: 'group' },
};

/** Choice lists whose values come from the server cannot list them all: they search, as a select does. */
const SEARCHED: Partial<Record<AttributeType, Entry>> = {
  radio_multi_select: { Control: SelectControl, labelling: 'self' },
  checkbox_multi_select: CONTROLS.multiselect,
  pictogram_multi_select: CONTROLS.multiselect,
};

function controlFor(attribute: Attribute): Entry | undefined {
  const searched = attribute.available_values_by_api ? SEARCHED[attribute.type] : undefined;
  return searched ?? (Object.hasOwn(CONTROLS, attribute.type) ? CONTROLS[attribute.type] : undefined);
}

function joinIds(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

function AttributeFieldImpl({
  attribute,
  errors,
  labels,
  onChange,
  loadValues,
  uploadFile,
  id,
}: AttributeFieldProps) {
  const uuid = attribute.uuid;
  const change = useCallback((data: AttributeData[]) => onChange(uuid, data), [onChange, uuid]);
  const base = id ?? `attribute-${uuid}`;
  const entry = controlFor(attribute);
  if (!entry) {
    return (
      <Alert tone="error" data-attribute-type={attribute.type}>
        {attribute.name}: {labels.unknownType}
      </Alert>
    );
  }
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const unitErrorId = `${base}-unit-error`;
  const ids: FieldIds = {
    control: base,
    label: `${base}-label`,
    describedBy: joinIds(attribute.description ? hintId : undefined, errors.value && errorId),
    unitDescribedBy: errors.unit ? unitErrorId : undefined,
  };
  const { Control, labelling } = entry;
  return (
    <FieldShell
      attribute={attribute}
      labels={labels}
      ids={ids}
      hintId={hintId}
      errorId={errorId}
      unitErrorId={unitErrorId}
      errors={errors}
      labelling={labelling}
    >
      <Control
        attribute={attribute}
        labels={labels}
        change={change}
        ids={ids}
        invalid={Boolean(errors.value)}
        unitInvalid={Boolean(errors.unit)}
        readOnly={attribute.is_read_only}
        loadValues={loadValues}
        uploadFile={uploadFile}
      />
    </FieldShell>
  );
}

function sameProps(previous: AttributeFieldProps, next: AttributeFieldProps): boolean {
  return (
    previous.attribute === next.attribute &&
    previous.errors.value === next.errors.value &&
    previous.errors.unit === next.errors.unit &&
    previous.labels === next.labels &&
    previous.onChange === next.onChange &&
    previous.loadValues === next.loadValues &&
    previous.uploadFile === next.uploadFile &&
    previous.id === next.id
  );
}

/**
 * §3 One attribute of the form, of any of the 25 types: its label, the type's control and its errors.
 * Memoised on the attribute's identity, the error texts, the labels and the callbacks, so a form of
 * thousands of fields re-renders only the one that changed.
 */
export const AttributeField = memo(AttributeFieldImpl, sameProps);
