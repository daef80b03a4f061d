export declare const THEME_RULES: string[];
