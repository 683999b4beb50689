import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

const MINUTE = 60_000;

/**
 * Time left before a deadline (the registrations', an offer's), in days, hours and minutes,
 * kept current; `message` says it with `days`, `hours` and `minutes`.
 */
export const Countdown = ({
  deadline,
  onPassed,
  message = 'app.catalogue.countdown',
}: {
  deadline: string;
  onPassed: () => void;
  message?: string;
}) => {
  const translate = useTranslate();
  const [now, setNow] = useState(() => Date.now());
  const left = Date.parse(deadline) - now;
  useEffect(() => {
    if (left <= 0) {
      onPassed();
      return;
    }
    // Wake at the next whole minute, or at the deadline when it comes first.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left, (left % MINUTE) + 50));
    return () => clearTimeout(timer);
  }, [left, onPassed]);
  if (left <= 0) return null;
  const minutes = Math.floor(left / MINUTE);
  return (
    // A timer is not read out as it changes (its live region is off): a screen reader user
    // hears the time left when reaching it, not every minute wherever they are.
    <Typography role="timer" variant="body1">
      {translate(message, {
        days: Math.floor(minutes / 1440),
        hours: Math.floor((minutes % 1440) / 60),
        minutes: minutes % 60,
      })}
    </Typography>
  );
};
