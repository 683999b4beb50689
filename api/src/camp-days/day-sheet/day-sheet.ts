import type { PhotoConsent } from '@stages/contracts';

/** What a stage's day sheet prints: the writer's input, read by `DaySheetQuery`. */
export interface DaySheet {
  readonly organization: string;
  readonly stage: {
    readonly name: string;
    /** `HH:MM`, as the stage's form takes them; no daycare when null. */
    readonly activityStart: string;
    readonly activityEnd: string;
    readonly daycareStart: string | null;
    readonly daycareEnd: string | null;
  };
  /** `YYYY-MM-DD`, one of the stage's days. */
  readonly day: string;
  /** Whether attendance was recorded that day: the boxes of those present are then ticked. */
  readonly recorded: boolean;
  /** Accepted children left off: the organization may no longer read their health sheet. */
  readonly leftOut: number;
  readonly children: readonly DaySheetChild[];
}

export interface DaySheetChild {
  readonly firstName: string;
  readonly lastName: string;
  /** On the sheet's day. */
  readonly age: number;
  readonly allergies: string;
  readonly diet: string;
  readonly medications: string;
  readonly importantInfo: string;
  readonly canSwim: boolean;
  /** `no` while the family has not answered. */
  /** Null until the family answers: no photos meanwhile. */
  readonly photoConsent: PhotoConsent | null;
  /** The family's parents, the one who registered the child first. */
  readonly parents: readonly { readonly name: string; readonly phone: string | null }[];
  readonly legalRepresentative: string | null;
  /** Recorded present that day. */
  readonly present: boolean;
}
