/** Services and service groups over HTTP on the real app (PGlite). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeService, makeServiceGroup } from "../content/testing.ts";

describe("services API", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const send = (path: string, method: string, body?: unknown) =>
    t.api(path, {
      method,
      headers: jsonHeaders(admin),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.api(path, { headers });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  }, 180_000);
  afterAll(async () => t.close());

  it("service groups and services: create with translation, group check, edit, delete", async () => {
    const groupRes = await send("service-groups/add-service-group", "POST", {
      language: "nl",
      title: "Reparatie",
      icon: "repair",
    });
    expect(groupRes.status).toBe(201);
    const group = (await groupRes.json()).data;
    const enGroup = (
      await (
        await send("service-groups/add-service-group", "POST", {
          language: "en",
          title: "Repair",
          translation_of: group.id,
        })
      ).json()
    ).data;
    expect(enGroup.service_group_translation.id).toBe(group.id);

    const serviceRes = await send("services/add-service", "POST", {
      language: "nl",
      title: "Laptop reparatie",
      icon: "new-laptop",
      service_group_id: group.id,
    });
    expect(serviceRes.status).toBe(201);
    const service = (await serviceRes.json()).data;
    expect(service.group).toEqual({ id: group.id, title: "Reparatie", icon: "repair" });

    // a group in another language, an unknown group, an unknown icon
    const wrongLang = await send("services/add-service", "POST", {
      language: "nl",
      title: "X",
      service_group_id: enGroup.id,
    });
    expect(wrongLang.status).toBe(422);
    expect((await wrongLang.json()).errors.service_group_id).toBeDefined();
    expect(
      (await send("services/add-service", "POST", { language: "nl", title: "X", service_group_id: 999999 }))
        .status,
    ).toBe(422);
    expect(
      (await send("services/add-service", "POST", { language: "nl", title: "X", icon: "rocket" })).status,
    ).toBe(422);

    expect(
      (await send(`service/edit/${service.id}`, "PUT", { title: "Laptopreparatie", position: 3 })).status,
    ).toBe(200);
    expect((await get(`service/${service.id}`, admin)).body.data).toMatchObject({
      title: "Laptopreparatie",
      position: 3,
    });
    expect((await get("services?language=nl", admin)).body.meta.total).toBeGreaterThan(0);
    expect((await get(`service-group/${group.id}`, admin)).body.data.title).toBe("Reparatie");
    expect((await send(`service-group/edit/${group.id}`, "PUT", { description: "Alles" })).status).toBe(200);
    expect((await get("service-groups", admin)).body.meta.total).toBeGreaterThanOrEqual(2);

    const del = await send(`service-group/delete/${group.id}`, "DELETE");
    expect((await del.json()).data).toEqual({ deleted: [group.id, enGroup.id], translations_deleted: true });
    // the service stays, without a group
    expect((await get(`service/${service.id}`, admin)).body.data.group).toBeNull();
    expect((await send(`service/delete/${service.id}`, "DELETE")).status).toBe(200);
    expect((await get(`service/${service.id}`, admin)).status).toBe(404);
    expect((await get("service/999999", admin)).body.title).toBe("Service niet gevonden");
  });

  it("public services and service groups of a language", async () => {
    const group = await makeServiceGroup(t.db, { language: "en", title: "Help" });
    const s = await makeService(t.db, { language: "en", service_group_id: group.id });
    await makeService(t.db, { language: "en", visible: false, service_group_id: group.id });
    const services = await get("public-services?language=en");
    expect(services.body.data.map((x: { id: number }) => x.id)).toEqual([s.id]);
    const groups = await get("public-service-groups", { "accept-language": "en" });
    expect(groups.body.data[0].services.map((x: { id: number }) => x.id)).toEqual([s.id]);
    expect((await get("public-services?language=de")).status).toBe(422);
    expect((await get("services")).status).toBe(401);
  });
});
