export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Load {
  keys: Set<string>;
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
}

export declare const appRoot: string;
export declare const appDist: string;
export declare const MOCK_API_SOURCE: RegExp;
export declare function readManifest(distDir?: string): Manifest;
export declare function entryKey(manifest: Manifest): string;
export declare function findKey(manifest: Manifest, pattern: RegExp | string): string;
export declare function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string>;
export declare function filesOf(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] };
export declare function gzipSize(file: string, distDir?: string): number;
export declare function initialLoad(manifest: Manifest, routeKeys?: string[], distDir?: string): Load;
export declare function mockApiLoad(
  manifest: Manifest,
  distDir?: string,
): Omit<Load, 'keys'> & { key: string; keys: string[] };
export declare function chunkKeyOf(manifest: Manifest, moduleId: string, distDir?: string): string;
export declare function routeChunks(
  manifest: Manifest,
  routesSource?: string,
  distDir?: string,
): { key: string; name: string; paths: string[] }[];
export declare function formatKb(bytes: number): string;
export declare function mockDomainKeys(manifest: Manifest): string[];
export declare function screenLoad(
  manifest: Manifest,
  moduleIds: string[],
  mockDomains?: string[],
  distDir?: string,
): { appJs: number; jsGzip: number; cssGzip: number; js: string[] };
