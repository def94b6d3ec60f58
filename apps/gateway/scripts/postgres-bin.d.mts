/** The installed PostgreSQL's bin directory, or undefined when it is not installed. */
export declare function postgresBinDir(): string | undefined;
