export declare const OUTSIDE_MINING_DESCRIPTOR: 'raw(51)';
