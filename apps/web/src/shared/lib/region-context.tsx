import { REGION_SETTINGS, type Region, type RegionSettings } from '@marketplace/contract';
import { createContext, useContext, type ReactNode } from 'react';

const RegionContext = createContext<Region>('us');

/** Provides the edition (fixed for the page's life: it comes from the host name). */
export function RegionProvider({ region, children }: { region: Region; children: ReactNode }) {
  return <RegionContext.Provider value={region}>{children}</RegionContext.Provider>;
}

export function useRegion(): Region {
  return useContext(RegionContext);
}

export function useRegionSettings(): RegionSettings {
  return REGION_SETTINGS[useContext(RegionContext)];
}
