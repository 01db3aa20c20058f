/** Services and service groups over HTTP on the real app (PGlite). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeService, makeServiceGroup } from "#tests/support/content.ts";
import { type AddedPair, type Answer, addWithTranslation, answerOf } from "#tests/support/content-steps.ts";

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

  describe("service groups and services: create with translation, group check, edit, delete, step by step", () => {
    let groups: AddedPair;
    let serviceAdded: Answer;
    beforeAll(async () => {
      groups = await addWithTranslation(
        send,
        "service-groups/add-service-group",
        { language: "nl", title: "Reparatie", icon: "repair" },
        { language: "en", title: "Repair" },
      );
      serviceAdded = await answerOf(
        await send("services/add-service", "POST", {
          language: "nl",
          title: "Laptop reparatie",
          icon: "new-laptop",
          service_group_id: groups.original.data?.id,
        }),
      );
    });

    it("adds a service group", () => {
      expect(groups.original.status).toBe(201);
    });

    it("adds the group's translation, linked to the original", () => {
      expect(groups.translation.data.service_group_translation.id).toBe(groups.original.data.id);
    });

    it("adds a service in the group, answered with the group", () => {
      expect(serviceAdded.status).toBe(201);
      expect(serviceAdded.data.group).toEqual({
        id: groups.original.data.id,
        title: "Reparatie",
        icon: "repair",
      });
    });

    it("refuses a group in another language, an unknown group and an unknown icon (422)", async () => {
      const enGroup = groups.translation.data;
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
    });

    it("edits the service and reads it back; lists the services", async () => {
      const service = serviceAdded.data;
      expect(
        (await send(`service/edit/${service.id}`, "PUT", { title: "Laptopreparatie", position: 3 })).status,
      ).toBe(200);
      expect((await get(`service/${service.id}`, admin)).body.data).toMatchObject({
        title: "Laptopreparatie",
        position: 3,
      });
      expect((await get("services?language=nl", admin)).body.meta.total).toBeGreaterThan(0);
    });

    it("reads and edits the group; lists the groups", async () => {
      const group = groups.original.data;
      expect((await get(`service-group/${group.id}`, admin)).body.data.title).toBe("Reparatie");
      expect((await send(`service-group/edit/${group.id}`, "PUT", { description: "Alles" })).status).toBe(
        200,
      );
      expect((await get("service-groups", admin)).body.meta.total).toBeGreaterThanOrEqual(2);
    });

    it("deletes the group with its translation; the service stays, without a group", async () => {
      const [group, enGroup] = [groups.original.data, groups.translation.data];
      const del = await send(`service-group/delete/${group.id}`, "DELETE");
      expect((await del.json()).data).toEqual({
        deleted: [group.id, enGroup.id],
        translations_deleted: true,
      });
      expect((await get(`service/${serviceAdded.data.id}`, admin)).body.data.group).toBeNull();
    });

    it("deletes the service; an unknown service is not found", async () => {
      const service = serviceAdded.data;
      expect((await send(`service/delete/${service.id}`, "DELETE")).status).toBe(200);
      expect((await get(`service/${service.id}`, admin)).status).toBe(404);
      expect((await get("service/999999", admin)).body.title).toBe("Service niet gevonden");
    });
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
