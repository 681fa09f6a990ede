/** The job kind of access-request mails; the install operation queues it without loading the mailer. */
export const ACCESS_REQUEST_MAIL_JOB = "accessRequestMail";
