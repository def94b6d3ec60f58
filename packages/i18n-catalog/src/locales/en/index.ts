// English is bundled with the app, but for the namespaces of ON_DEMAND_NAMESPACES (locales.ts); every other
// language loads on demand.
import app from './app.json';
import base from './base.json';
import constellation from './constellation.json';
import country from './country.json';
import groups from './groups.json';
import interest from './interest.json';
import language from './language.json';
import live from './live.json';

export const english = {
  app,
  base,
  constellation,
  country,
  groups,
  interest,
  language,
  live,
};
