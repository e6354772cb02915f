export const APP_NAME = "Seekers' Circle";
