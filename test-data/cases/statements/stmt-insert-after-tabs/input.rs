fn dump(out: &mut File, log: &mut File, rows: &[Row]) -> io::Result<()> {
	out.write_all(b"header")?;
	for r in rows {
		log.write_all(r.as_bytes())?;
		if r.last {
			out.write_all(b"end")?;
		}
	}
	Ok(())
}
