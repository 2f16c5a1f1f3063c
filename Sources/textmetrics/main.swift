print("textmetrics")
