import type { SignInStep } from '@/lib/session/sign-in-steps';

export type SignedInAnswer =
  | { temp_u_id: number; temp_accesstoken: string; second_factor: SignInStep }
  | {
      u_id: number;
      accesstoken: string;
      user: { u_id: number; full_name: string; company_name: string; file_path: string; user_image: string };
    };
