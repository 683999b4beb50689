import { useMemo, useState } from 'react';
import { type DateKind, dateOfText, textOfDate } from './dateText';

interface Picked {
  readonly date: Date | null;
  /** What the field held when the person typed it, or what they typed once the owner took it. */
  readonly before: string;
  /** What was sent up for it. */
  readonly sent: string;
}

/**
 * The picker's value for a field's text, and the text for what the person picks. What they
 * typed stays on screen (`14/MM/AAAA` included) while the field holds what was sent for it, or
 * still what it held before, when its owner did not take an unfinished date: only a change from
 * elsewhere (a reset, cleared filters) replaces it.
 */
export function usePickedDate(
  kind: DateKind,
  text: string | null | undefined,
  send: (text: string) => void,
): [Date | null, (date: Date | null) => void] {
  const current = text ?? '';
  const [picked, setPicked] = useState<Picked | null>(null);
  const fromText = useMemo(() => dateOfText(kind, current), [kind, current]);
  // Once the owner took what was sent, going back to the earlier text is a change from elsewhere.
  if (picked && current === picked.sent && picked.before !== current) {
    setPicked({ ...picked, before: current });
  }
  const showPicked = picked !== null && (current === picked.sent || current === picked.before);
  const pick = (date: Date | null) => {
    const sent = textOfDate(kind, date);
    setPicked({ date, before: current, sent });
    send(sent);
  };
  return [showPicked ? picked.date : fromText, pick];
}
