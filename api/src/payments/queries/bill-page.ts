import type { BillSort, EnrollmentSort, EnrollmentStatus, PaymentStatus } from '@stages/contracts';
import type { PageRequest } from '../../platform/http/list-page.js';
import type { PageQuery } from '../../platform/http/paged-query.js';
import { paymentStatusSql } from '../../enrollments/index.js';

export interface BillPageFilter {
  readonly organizationId: string | null;
  readonly stageId: string | null;
  readonly paymentStatus: readonly PaymentStatus[] | null;
  readonly year: number | null;
  readonly status: readonly EnrollmentStatus[] | null;
  readonly childId: string | null;
  readonly q: string | null;
}

type Needs = 'enrollment' | 'child' | 'user' | 'stage';

/** Each sort key's expressions, and the tables beyond `bills` it needs. */
const sorts: Record<BillSort | EnrollmentSort, { by: string[]; needs: Needs[] }> = {
  issued_on: { by: ['b.issued_on', 'b.invoice_number'], needs: [] },
  due_date: { by: ['b.due_date'], needs: [] },
  invoice_number: { by: ['b.invoice_number'], needs: [] },
  payment_date: { by: ['b.payment_date'], needs: [] },
  amount_cents: { by: ['b.amount_cents'], needs: [] },
  child_last_name: { by: ['c.last_name', 'c.first_name'], needs: ['enrollment', 'child'] },
  child_birth_date: { by: ['c.birth_date'], needs: ['enrollment', 'child'] },
  starts_at: { by: ['s.starts_at'], needs: ['stage'] },
  requested_at: { by: ['e.requested_at'], needs: ['enrollment'] },
  decided_at: { by: ['e.decided_at'], needs: ['enrollment'] },
  status: { by: ['e.status'], needs: ['enrollment'] },
};

const joins: Record<Needs, string> = {
  enrollment: 'JOIN enrollments e ON e.enrollment_id = b.enrollment_id',
  child: 'LEFT JOIN children c ON c.id = e.child_id',
  user: 'LEFT JOIN users u ON u.id = e.primary_parent_id',
  stage: 'LEFT JOIN stage_catalogue s ON s.stage_id = b.stage_id',
};

/**
 * The bills a filter selects, from the `bills` table alone unless a filter or the sort needs
 * more: an organization's ten thousand bills are counted, summed and ordered on its own index.
 */
export function billSelection(
  filter: BillPageFilter,
  sort: BillSort | EnrollmentSort,
  today: string,
) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  let todayParam: string | null = null;
  const paymentStatus = () => paymentStatusSql((todayParam ??= param(today)));
  const where = ['b.invoice_number IS NOT NULL'];
  const needs = new Set<Needs>(sorts[sort].needs);
  if (filter.organizationId) where.push(`b.organization_id = ${param(filter.organizationId)}`);
  if (filter.stageId) where.push(`b.stage_id = ${param(filter.stageId)}`);
  if (filter.paymentStatus) {
    where.push(`${paymentStatus()} = ANY(${param(filter.paymentStatus)}::text[])`);
  }
  if (filter.year !== null) {
    const year = param(filter.year);
    where.push(
      `b.issued_on >= make_date(${year}::integer, 1, 1) AND b.issued_on < make_date(${year}::integer + 1, 1, 1)`,
    );
  }
  if (filter.status) {
    needs.add('enrollment');
    where.push(`e.status = ANY(${param(filter.status)}::text[])`);
  }
  if (filter.childId) {
    needs.add('enrollment');
    where.push(`e.child_id = ${param(filter.childId)}`);
  }
  if (filter.q) {
    (['enrollment', 'child', 'user', 'stage'] as const).forEach((each) => needs.add(each));
    const q = param(`%${filter.q}%`);
    where.push(
      `(c.first_name ILIKE ${q} OR c.last_name ILIKE ${q} OR u.last_name ILIKE ${q} OR u.email ILIKE ${q} OR b.invoice_number ILIKE ${q} OR s.name ILIKE ${q})`,
    );
  }
  if (needs.has('child') || needs.has('user')) needs.add('enrollment');
  const tables = (['enrollment', 'child', 'user', 'stage'] as const)
    .filter((each) => needs.has(each))
    .map((each) => joins[each]);
  return {
    from: `FROM bills b ${tables.join(' ')} WHERE ${where.join(' AND ')}`,
    params,
    paymentStatus,
  };
}

/** The bills list as a page query over its enrollments' ids (`id`): the rows are read whole from it. */
export function billPageQuery(
  filter: BillPageFilter,
  page: PageRequest<BillSort | EnrollmentSort>,
  today: string,
): PageQuery {
  const { from, params } = billSelection(filter, page.sort, today);
  const direction = page.order === 'DESC' ? 'DESC' : 'ASC';
  const order = [
    ...sorts[page.sort].by.map((expression) => `${expression} ${direction} NULLS LAST`),
    'b.enrollment_id',
  ];
  return {
    columns: 'b.enrollment_id AS id',
    from,
    order: `ORDER BY ${order.join(', ')}`,
    params,
  };
}
