import { requireCustomer } from '@/lib/server/auth/session/current';

/**
 * Page functions read the signed-in customer from the request's cookie; a test file says who is signed in instead. The
 * file mocks the module in one line (Jest hoists it, so it cannot live here):
 *   jest.mock('@/lib/server/auth/session/current', () => ({ requireCustomer: jest.fn() }));
 * and calls signInAs / signOut, which answer requireCustomer for the next calls. Every test starts signed out.
 */
export const signInAs = (user: { id: number }) => {
  jest.mocked(requireCustomer).mockResolvedValue({ user } as never);
  return user;
};

export const signOut = () => jest.mocked(requireCustomer).mockRejectedValue(new Error('nobody signed in'));

beforeEach(signOut);
