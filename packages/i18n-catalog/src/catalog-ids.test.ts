// @vitest-environment node
import {
  CALL_OUTCOMES,
  CHAT_LANGUAGES,
  CONSTELLATIONS,
  INTERESTS,
  USER_STATUS,
  VIDEO_UPGRADE_OUTCOMES,
  VOICE_ROOM_TOPICS,
} from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { SPECIAL_COUNTRY_CODES } from './country-name.ts';
import { english } from './locales/en/index.ts';
import webChat from './locales/en/webChat.json';

// Ids are looked up in the catalog as they come off the wire; a key spelled differently shows the raw id.
const sorted = (values: Iterable<string | number>) => [...values].map(String).sort();

describe('catalog keys follow the ids of @aura/contracts', () => {
  it('constellation has the twelve signs', () => {
    expect(sorted(Object.keys(english.constellation))).toEqual(sorted(CONSTELLATIONS));
  });

  it('interest has a label for every interest id', () => {
    expect(sorted(Object.keys(english.interest))).toEqual(sorted(Object.values(INTERESTS)));
  });

  it('language names every chat-language list, For You and New included', () => {
    const { topics, ...lists } = english.language;
    expect(sorted(Object.keys(lists))).toEqual(sorted(CHAT_LANGUAGES.map((language) => language.id)));
    expect(sorted(Object.keys(topics))).toEqual(sorted(Object.keys(VOICE_ROOM_TOPICS)));
  });

  it('country names the two special regions', () => {
    expect(sorted(Object.keys(english.country))).toEqual(sorted(SPECIAL_COUNTRY_CODES));
  });

  it('live has a text for every call outcome and video-upgrade outcome', () => {
    expect(sorted(Object.keys(english.live.outcome))).toEqual(sorted(CALL_OUTCOMES));
    expect(sorted(Object.keys(english.live.videoUpgrade.outcome))).toEqual(sorted(VIDEO_UPGRADE_OUTCOMES));
  });

  it('webChat names every user status', () => {
    expect(sorted(Object.keys(webChat.status))).toEqual(sorted(Object.keys(USER_STATUS)));
  });
});
