fn reconnect(link: &mut Link) {
    retry(0);
    link.reset();
    retry_with_backoff(1);
    retry_with_backoff(link.attempts());
}
