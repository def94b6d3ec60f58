import { selectCountry } from '@aura/gateway-client';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { mountConsentOnce } from './consent-start.ts';

/**
 * Mounts the consent UI once the gateway told the visitor's country (an unknown one, `ZZ`, is treated as an EU
 * country's). Rendered by the popup host after the 18+ gate, which a modal dialog would otherwise cover.
 */
export function ConsentHost() {
  const country = useSelector(selectCountry);
  useEffect(() => {
    if (country) mountConsentOnce(country.ab);
  }, [country]);
  return null;
}
