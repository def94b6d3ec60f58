import { MATCH_LIMITS } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';

const DECIDE_SECONDS = MATCH_LIMITS.faceToFaceDecideMs / 1000;

/**
 * Face to Face's rule for a price: what a match costs, then the seconds both have to go on into a call. Two counted
 * nouns, so two plural texts, each in the form of its own number.
 */
export function useFaceToFaceRule(): (coins: number) => string {
  const { t } = useTranslation();
  return (coins) => {
    const cost = t('matching.faceToFace.rule', { count: coins, coins });
    const deadline = t('matching.faceToFace.ruleDeadline', {
      count: DECIDE_SECONDS,
      seconds: DECIDE_SECONDS,
    });
    // Japanese and Chinese sentences follow each other without a space.
    return /[。！？]$/.test(cost) ? `${cost}${deadline}` : `${cost} ${deadline}`;
  };
}
