export declare const chromiumArgs: string[];
export declare function findChromium(): string;
export declare function chromiumPath(): string;
