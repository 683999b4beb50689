import { useMemo, useState } from 'react';
import { type DateKind, dateOfText, textOfDate, UNFINISHED_DATE } from './dateText';

interface Picked {
  readonly date: Date | null;
  /** What the field held when the person typed it, or what they typed once the owner took it. */
  readonly before: string;
  /** What was sent up for it. */
  readonly sent: string;
}

/**
 * The picker's value for a field's text, the text for what the person picks, and what to say
 * when they leave a field the picker holds no date for (`LocalizedPicker`'s `onLeaveEmpty`).
 * What they typed stays on screen (`14/MM/AAAA` included) while the field holds what was sent
 * for it, or still what it held before, when its owner did not take an unfinished date: only a
 * change from elsewhere (a reset, cleared filters) replaces it.
 */
export function usePickedDate(
  kind: DateKind,
  text: string | null | undefined,
  send: (text: string) => void,
): [Date | null, (date: Date | null) => void, (partlyTyped: boolean) => void] {
  const current = text ?? '';
  const [picked, setPicked] = useState<Picked | null>(null);
  const fromText = useMemo(() => dateOfText(kind, current), [kind, current]);
  // Once the owner took what was sent, going back to the earlier text is a change from elsewhere.
  if (picked && current === picked.sent && picked.before !== current) {
    setPicked({ ...picked, before: current });
  }
  const showPicked = picked !== null && (current === picked.sent || current === picked.before);
  const pick = (date: Date | null, sent = textOfDate(kind, date)) => {
    setPicked({ date, before: current, sent });
    send(sent);
  };
  // Left partly typed, the field is unfinished rather than empty; emptied again, it is empty.
  const leaveEmpty = (partlyTyped: boolean) => {
    if (partlyTyped && current !== UNFINISHED_DATE) pick(null, UNFINISHED_DATE);
    if (!partlyTyped && current === UNFINISHED_DATE) pick(null, '');
  };
  return [showPicked ? picked.date : fromText, pick, leaveEmpty];
}
