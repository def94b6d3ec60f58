/** Where the address of a request matches no country (loopback, private networks, unlisted ranges). */
export const UNKNOWN_COUNTRY = { ab: 'ZZ', id: 0 } as const;
