import type { BillListItem } from '@stages/contracts';
import { Link } from 'react-router-dom';

/** The bill's stage by name, linked to the page `path` gives for the stage's slug. */
export const StageLink = ({
  bill,
  path,
}: {
  readonly bill: BillListItem;
  readonly path: (slug: string) => string;
}) =>
  bill.stage_slug ? (
    <Link to={path(bill.stage_slug)}>{bill.stage_name}</Link>
  ) : (
    <>{bill.stage_name}</>
  );
