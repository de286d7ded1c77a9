fn reconnect(link: &mut Link) {
    retry(0);
    link.reset();
    retry(1);
    retry(link.attempts());
}
