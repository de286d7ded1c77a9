impl Reader {
    fn total(&self, buf: &[u8]) -> Result<usize, Error> {
        let a = self.current.header.size;
        let b = self.packets[self.pos + 1].header.size;
        let c = parse_packet(&buf[4..])?.header.size;
        let d = (*self.boxed).header.size;
        let e = self.packets.iter().map(|p| p.header.size).sum::<usize>();
        Ok(a + b + c + d + e)
    }
}
