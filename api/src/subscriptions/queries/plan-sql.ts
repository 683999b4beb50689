/**
 * An organization's plan as SQL over `subscription_history`, for the queries that show it beside
 * other things (the signed-in user, the administrators' grid). `organization` is the SQL of the
 * organization's id.
 */

/** The plan's end date: the organization's last step states it. */
export const planEndDateSql = (organization: string) =>
  `(SELECT h.end_date FROM subscription_history h
     WHERE h.organization_id = ${organization} ORDER BY h.stream_version DESC LIMIT 1)`;

/** Whether a Stripe subscription still renews the plan: started, and never ended by Stripe. */
export const renewsAutomaticallySql = (organization: string) =>
  `EXISTS (SELECT 1 FROM subscription_history s
            WHERE s.organization_id = ${organization} AND s.kind = 'started'
              AND NOT EXISTS (SELECT 1 FROM subscription_history e
                               WHERE e.organization_id = s.organization_id AND e.kind = 'ended'
                                 AND e.stripe_subscription_id = s.stripe_subscription_id))`;
