import { selectCountry } from '@aura/gateway-client';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { defaultCallingCountry } from '../flows/phone/numbers.ts';

/**
 * A phone form's country and number (`value`), from `start` (what the flow last sent) or else the visitor's
 * country; `fields` goes to PhoneNumberFields.
 */
export function usePhoneNumber(start: { country?: string; number?: string } = {}) {
  const ipCountry = useSelector(selectCountry)?.ab;
  const [country, setCountry] = useState(() => start.country ?? defaultCallingCountry(ipCountry));
  const [number, setNumber] = useState(start.number ?? '');
  return {
    value: { country, number },
    fields: { country, number, onCountryChange: setCountry, onNumberChange: setNumber },
  };
}
