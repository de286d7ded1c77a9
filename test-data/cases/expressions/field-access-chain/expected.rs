impl Reader {
    fn total(&self, buf: &[u8]) -> Result<usize, Error> {
        let a = self.current.header_size();
        let b = self.packets[self.pos + 1].header_size();
        let c = parse_packet(&buf[4..])?.header_size();
        let d = (*self.boxed).header_size();
        let e = self.packets.iter().map(|p| p.header_size()).sum::<usize>();
        Ok(a + b + c + d + e)
    }
}
