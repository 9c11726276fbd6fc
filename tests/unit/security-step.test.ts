import { mustSetUpSecondFactor } from '@/lib/session/security-step';

// Spec section 4: old_level_number not 0 and auth_enabled "false" force the /TwoSecurity step.
test.each([
  [0, 'false', false],
  [0, 'true', false],
  [1, 'false', true],
  [5, 'false', true],
  [-1, 'false', true],
  [1, 'true', false],
  [5, 'true', false],
])('old_level_number %i, auth_enabled %j → must set up: %s', (old_level_number, auth_enabled, expected) => {
  expect(mustSetUpSecondFactor({ old_level_number, auth_enabled })).toBe(expected);
});
