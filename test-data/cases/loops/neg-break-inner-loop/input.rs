fn drain(q: &mut Queue) -> Result<(), Stopped> {
    while q.has_jobs() {
        let job = q.pop();
        for step in job.steps() {
            if step.failed() {
                break;
            }
            step.run();
        }
        job.finish();
    }
    Ok(())
}
