export declare const STATS_TIME_ZONE: string;
export declare const RAW_RETENTION_DAYS: number;
export declare const DAILY_VISITS_SQL: string;
export declare const ROLL_UP_SQL: string;
export declare const PRUNE_SQL: string;
