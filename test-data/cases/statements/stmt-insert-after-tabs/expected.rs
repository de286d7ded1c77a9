fn dump(out: &mut File, log: &mut File, rows: &[Row]) -> io::Result<()> {
	out.write_all(b"header")?;
	out.flush()?;
	for r in rows {
		log.write_all(r.as_bytes())?;
		log.flush()?;
		if r.last {
			out.write_all(b"end")?;
			out.flush()?;
		}
	}
	Ok(())
}
