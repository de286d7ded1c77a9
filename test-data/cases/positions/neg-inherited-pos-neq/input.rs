fn reconnect(link: &mut Link) {
    retry(0);
    link.reset();
    retry(0);
}
