fn drain(q: &mut Queue) -> Result<(), Stopped> {
    while q.has_jobs() {
        let job = q.pop();
        if job.is_poison() {
            return Err(Stopped);
        }
        job.run();
    }
    Ok(())
}
