/**
 * Where the footer's links go. The spec names a community chat and a company site without giving
 * their addresses: these are the product's own choices, kept here so they change in one place.
 */
export const COMMUNITY_CHAT_URL = 'https://t.me/jobtalkai';
export const COMPANY_SITE_URL = 'https://jobtalk.ai';
