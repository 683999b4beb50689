import type { ReactNode } from 'react';
import { DataProviderContext } from 'react-admin';
import { legalRepresentativeCalls } from './legalRepresentativeCalls';

/** Around the legal representatives' screens: react-admin's calls reach their API. */
export const LegalRepresentativeData = ({ children }: { children: ReactNode }) => (
  <DataProviderContext.Provider value={legalRepresentativeCalls}>
    {children}
  </DataProviderContext.Provider>
);
