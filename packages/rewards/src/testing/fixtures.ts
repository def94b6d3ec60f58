import type { ActivityBox, CheckInState, MissionView } from '@aura/contracts';

const WEEK = [10, 10, 20, 20, 30, 30, 50];

/** A check-in state on `day` of the first week, the days before it checked. */
export function checkInState(day = 1, overrides: Partial<CheckInState> = {}): CheckInState {
  return {
    show: true,
    hasCheck: false,
    totalCoin: WEEK[day - 1]!,
    day,
    days: WEEK.map((coins, index) => ({ day: index + 1, coins, checked: index + 1 < day })),
    vip: false,
    vipCoins: 0,
    firstWeekEnded: false,
    secondsLeft: 5 * 3600 + 30 * 60,
    ...overrides,
  };
}

export function mission(overrides: Partial<MissionView> = {}): MissionView {
  return {
    id: 'daily-call',
    kind: 'daily',
    event: 'call',
    target: 1,
    progress: 0,
    coins: 20,
    gifts: [],
    completed: false,
    claimed: false,
    ...overrides,
  };
}

export const MISSIONS: MissionView[] = [
  mission({ progress: 1, completed: true }),
  mission({ id: 'daily-message', event: 'message', target: 5, progress: 2, coins: 10 }),
  mission({
    id: 'daily-match',
    event: 'match',
    target: 3,
    progress: 3,
    coins: 10,
    completed: true,
    claimed: true,
  }),
  mission({
    id: 'check-in-week',
    kind: 'once',
    event: 'checkIn',
    target: 7,
    progress: 1,
    coins: 50,
    gifts: [{ giftId: 'rose', name: 'Rose', icon: '🌹', count: 2 }],
  }),
];

export function activityBox(overrides: Partial<ActivityBox> = {}): ActivityBox {
  return {
    show: true,
    icon: 'task',
    content: 'Daily tasks',
    targetUrl: '/task',
    bizData: { activityId: 'daily-tasks' },
    ...overrides,
  };
}
