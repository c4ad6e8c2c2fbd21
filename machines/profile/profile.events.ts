/** Events of /profile ("Profile Settings"). */
export type ProfileEvent =
  | { type: 'profile.retry' }
  // Personal Information
  | { type: 'profile.save'; firstName: string; lastName: string }
  // Change Password
  | { type: 'profile.changePassword'; currentPassword: string; newPassword: string; confirmPassword: string }
  // Account Management: "Log Out" (all devices), asked once
  | { type: 'profile.logoutRequested' }
  | { type: 'profile.logoutConfirmed' }
  | { type: 'profile.logoutCancelled' }
  // Account Management: "Deactivate Account", asked twice
  | { type: 'profile.deactivateRequested' }
  | { type: 'profile.deactivateConfirmed' }
  | { type: 'profile.deactivateCancelled' };
