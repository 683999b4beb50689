import { mergeMessages } from './messages';
import { nl } from './nl';
import { raDutch } from './ra-dutch';

/** Loaded only when a visitor picks Dutch. */
export const dutch = mergeMessages(raDutch, nl);
