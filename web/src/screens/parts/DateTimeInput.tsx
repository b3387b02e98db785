/**
 * A date-time field of a form: the day in a DayField (typed, or picked in its calendar) and the time of day typed
 * beside it (HH:mm:ss; HH:mm means HH:mm:00). Its value is the two texts as typed (`DayTime`): the form reads them as
 * `YYYY-MM-DD HH:mm:ss` (`coerce`) and refuses what does not read with a message by the label, like any field, so a
 * wrong text stays on screen to be corrected.
 *
 * A day given without a time gets the field's time at once (the day's first second, or its last for a field that
 * ends a window), written into the time field, and a time typed short is written out when the field is left: what
 * the field shows is what is sent.
 */
import { useRef } from 'react';
import { type DayTime, readDateTime, settled, withDefaultTime } from '../lib/dateTime.ts';
import { DayField, useDateTexts } from './DayField.tsx';

interface Props {
  /** The day field's id (a label points at it); the time field's is `<id>-time`. */
  id: string;
  value: DayTime;
  endsWindow?: boolean;
  /** The form refuses the value: the part that does not read is marked, or both for a rule about the whole. */
  invalid?: boolean;
  onChange(value: DayTime): void;
  /** Focus left the field (both parts): when a form checks it. */
  onBlur(): void;
}

export function DateTimeInput({ id, value, endsWindow = false, invalid = false, onChange, onBlur }: Props) {
  const t = useDateTexts();
  const box = useRef<HTMLDivElement>(null);
  const read = invalid ? readDateTime(value) : undefined;
  const wrong = read && 'problem' in read ? read.problem : invalid ? 'both' : undefined;
  const dayWrong = wrong === 'both' || wrong === 'day' || wrong === 'noDay';
  const timeWrong = wrong === 'both' || wrong === 'time';
  return (
    <div
      ref={box}
      className="datetime-input"
      onBlur={(e) => {
        // moving between the day, its calendar and the time is not leaving the field
        if (box.current?.contains(e.relatedTarget as Node | null)) return;
        // the texts as they will be sent (a time emptied is the day's default again, 9:30 is 09:30:00), before the
        // form checks them
        const shown = settled(value, endsWindow);
        if (shown !== value) onChange(shown);
        onBlur();
      }}
    >
      <DayField id={id} text={value.day} placeholder={t('dateInput.day')} invalid={dayWrong} onText={(day) => onChange(withDefaultTime({ ...value, day }, endsWindow))} />
      <input
        id={`${id}-time`}
        className="datetime-input-time"
        value={value.time}
        placeholder={t('dateInput.timePlaceholder')}
        aria-label={t('dateInput.time')}
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={timeWrong || undefined}
        onChange={(e) => onChange({ ...value, time: e.target.value })}
      />
    </div>
  );
}
