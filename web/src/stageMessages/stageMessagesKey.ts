/** The query of a stage's messages, which sending one refreshes. */
export const stageMessagesKey = (slug: string) => ['stage-messages', slug] as const;
