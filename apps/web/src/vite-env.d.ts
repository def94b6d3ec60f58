interface ImportMetaEnv {
  /** The web app's version from package.json, sent as `version` in every envelope. */
  readonly VITE_APP_VERSION?: string;
}
