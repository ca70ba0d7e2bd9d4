import { describe, expect, it } from 'vitest';
import type { AttributeData } from '@domain/product';
import { createEditBuffer } from '@screens/product-form/edit-buffer';

const data = (value: string): AttributeData[] => [{ value: [value], value_uuid: null, unit_uuid: null }];

/** A buffer whose scheduled sends run only when the test says the frame was painted. */
function setup(clean: boolean) {
  const sent: [string, string][] = [];
  const tasks: (() => void)[] = [];
  const buffer = createEditBuffer(
    (uuid, edit) => sent.push([uuid, edit[0]!.value[0]!]),
    () => clean,
    (run) => tasks.push(run),
  );
  const paint = () => tasks.splice(0).forEach((run) => run());
  return { buffer, sent, tasks, paint };
}

describe('edit buffer (attribute edits on their way to the form machine)', () => {
  it('sends the first edit of a clean card at once, so the leave guards know of it', () => {
    const { buffer, sent, tasks } = setup(true);
    buffer.put('a', data('M'));
    expect(sent).toEqual([['a', 'M']]);
    expect(tasks).toHaveLength(0);
  });

  it('sends the edits of a changed card after the frame, the newest of each field once', () => {
    const { buffer, sent, tasks, paint } = setup(false);
    buffer.put('a', data('M'));
    buffer.put('a', data('Ml'));
    buffer.put('b', data('1'));
    expect(sent).toEqual([]);
    expect(tasks).toHaveLength(1);
    paint();
    expect(sent).toEqual([
      ['a', 'Ml'],
      ['b', '1'],
    ]);
  });

  it('a flush (save, blur) sends what waits now, and the later scheduled run sends nothing twice', () => {
    const { buffer, sent, paint } = setup(false);
    buffer.put('a', data('Mleko'));
    buffer.flush();
    expect(sent).toEqual([['a', 'Mleko']]);
    paint();
    expect(sent).toEqual([['a', 'Mleko']]);
    buffer.put('a', data('Mleko UHT'));
    paint();
    expect(sent).toEqual([
      ['a', 'Mleko'],
      ['a', 'Mleko UHT'],
    ]);
  });
});
