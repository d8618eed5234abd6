export interface CruisedModule {
  source: string;
  dependencies?: Array<{ resolved: string; dependencyTypes: string[] }>;
}

export interface AreaPair {
  areas: [string, string];
  imports: [string, string];
}

export function areaOf(path: string, areas: RegExp): string | undefined;
export function twoWayAreaPairs(modules: readonly CruisedModule[], areas: RegExp): AreaPair[];
