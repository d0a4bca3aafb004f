(define (problem plan_trial_H00005_tomato_diningtable)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BowlType - otype
  CupType - otype
  EggType - otype
  ForkType - otype
  TomatoType - otype
  CounterTopType - rtype
  DiningTableType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Tomato_bar__plus_02_dot_45_bar__plus_00_dot_15_bar__plus_01_dot_49 - object
  Cup_bar__minus_01_dot_94_bar__plus_02_dot_46_bar__plus_02_dot_04 - object
  Fork_bar__plus_01_dot_05_bar__minus_00_dot_41_bar__minus_01_dot_62 - object
  Bowl_bar__minus_00_dot_76_bar__minus_02_dot_01_bar__minus_00_dot_76 - object
  Egg_bar__plus_00_dot_80_bar__minus_01_dot_46_bar__minus_02_dot_20 - object
  Apple_bar__plus_00_dot_16_bar__minus_01_dot_07_bar__minus_01_dot_00 - object
  Fridge_bar__minus_01_dot_35_bar__plus_02_dot_03_bar__minus_02_dot_30 - receptacle
  DiningTable_bar__minus_01_dot_22_bar__minus_00_dot_32_bar__plus_02_dot_11 - receptacle
  Sink_bar__minus_00_dot_39_bar__minus_00_dot_71_bar__plus_01_dot_04_bar_SinkBasin - receptacle
  Microwave_bar__plus_01_dot_49_bar__plus_01_dot_41_bar__minus_00_dot_98 - receptacle
  CounterTop_bar__minus_00_dot_59_bar__plus_01_dot_30_bar__plus_02_dot_24 - receptacle
  loc_bar_0_bar_0_bar_3_bar_15 - location
  loc_bar_1_bar_3_bar_0_bar_60 - location
  loc_bar_1_bar__minus_7_bar_0_bar_0 - location
  loc_bar_2_bar__minus_2_bar_2_bar_0 - location
  loc_bar_4_bar__minus_7_bar_3_bar_0 - location
  loc_bar__minus_5_bar_4_bar_0_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_1_bar__minus_7_bar_0_bar_0)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType TomatoType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType CupType)
  (canContain DiningTableType EggType)
  (canContain DiningTableType ForkType)
  (canContain DiningTableType TomatoType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BowlType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType TomatoType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType TomatoType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType TomatoType)
  (receptacleType Fridge_bar__minus_01_dot_35_bar__plus_02_dot_03_bar__minus_02_dot_30 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_01_dot_35_bar__plus_02_dot_03_bar__minus_02_dot_30 loc_bar_0_bar_0_bar_3_bar_15)
  (openable Fridge_bar__minus_01_dot_35_bar__plus_02_dot_03_bar__minus_02_dot_30)
  (receptacleType DiningTable_bar__minus_01_dot_22_bar__minus_00_dot_32_bar__plus_02_dot_11 DiningTableType)
  (receptacleAtLocation DiningTable_bar__minus_01_dot_22_bar__minus_00_dot_32_bar__plus_02_dot_11 loc_bar_4_bar__minus_7_bar_3_bar_0)
  (receptacleType Sink_bar__minus_00_dot_39_bar__minus_00_dot_71_bar__plus_01_dot_04_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_39_bar__minus_00_dot_71_bar__plus_01_dot_04_bar_SinkBasin loc_bar__minus_5_bar_4_bar_0_bar_0)
  (receptacleType Microwave_bar__plus_01_dot_49_bar__plus_01_dot_41_bar__minus_00_dot_98 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_01_dot_49_bar__plus_01_dot_41_bar__minus_00_dot_98 loc_bar_2_bar__minus_2_bar_2_bar_0)
  (openable Microwave_bar__plus_01_dot_49_bar__plus_01_dot_41_bar__minus_00_dot_98)
  (receptacleType CounterTop_bar__minus_00_dot_59_bar__plus_01_dot_30_bar__plus_02_dot_24 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_00_dot_59_bar__plus_01_dot_30_bar__plus_02_dot_24 loc_bar_1_bar_3_bar_0_bar_60)
  (objectType Tomato_bar__plus_02_dot_45_bar__plus_00_dot_15_bar__plus_01_dot_49 TomatoType)
  (inReceptacle Tomato_bar__plus_02_dot_45_bar__plus_00_dot_15_bar__plus_01_dot_49 Sink_bar__minus_00_dot_39_bar__minus_00_dot_71_bar__plus_01_dot_04_bar_SinkBasin)
  (objectAtLocation Tomato_bar__plus_02_dot_45_bar__plus_00_dot_15_bar__plus_01_dot_49 loc_bar__minus_5_bar_4_bar_0_bar_0)
  (pickupable Tomato_bar__plus_02_dot_45_bar__plus_00_dot_15_bar__plus_01_dot_49)
  (cleanable Tomato_bar__plus_02_dot_45_bar__plus_00_dot_15_bar__plus_01_dot_49)
  (heatable Tomato_bar__plus_02_dot_45_bar__plus_00_dot_15_bar__plus_01_dot_49)
  (coolable Tomato_bar__plus_02_dot_45_bar__plus_00_dot_15_bar__plus_01_dot_49)
  (sliceable Tomato_bar__plus_02_dot_45_bar__plus_00_dot_15_bar__plus_01_dot_49)
  (objectType Cup_bar__minus_01_dot_94_bar__plus_02_dot_46_bar__plus_02_dot_04 CupType)
  (inReceptacle Cup_bar__minus_01_dot_94_bar__plus_02_dot_46_bar__plus_02_dot_04 Microwave_bar__plus_01_dot_49_bar__plus_01_dot_41_bar__minus_00_dot_98)
  (objectAtLocation Cup_bar__minus_01_dot_94_bar__plus_02_dot_46_bar__plus_02_dot_04 loc_bar_2_bar__minus_2_bar_2_bar_0)
  (pickupable Cup_bar__minus_01_dot_94_bar__plus_02_dot_46_bar__plus_02_dot_04)
  (cleanable Cup_bar__minus_01_dot_94_bar__plus_02_dot_46_bar__plus_02_dot_04)
  (heatable Cup_bar__minus_01_dot_94_bar__plus_02_dot_46_bar__plus_02_dot_04)
  (coolable Cup_bar__minus_01_dot_94_bar__plus_02_dot_46_bar__plus_02_dot_04)
  (objectType Fork_bar__plus_01_dot_05_bar__minus_00_dot_41_bar__minus_01_dot_62 ForkType)
  (inReceptacle Fork_bar__plus_01_dot_05_bar__minus_00_dot_41_bar__minus_01_dot_62 CounterTop_bar__minus_00_dot_59_bar__plus_01_dot_30_bar__plus_02_dot_24)
  (objectAtLocation Fork_bar__plus_01_dot_05_bar__minus_00_dot_41_bar__minus_01_dot_62 loc_bar_1_bar_3_bar_0_bar_60)
  (pickupable Fork_bar__plus_01_dot_05_bar__minus_00_dot_41_bar__minus_01_dot_62)
  (cleanable Fork_bar__plus_01_dot_05_bar__minus_00_dot_41_bar__minus_01_dot_62)
  (objectType Bowl_bar__minus_00_dot_76_bar__minus_02_dot_01_bar__minus_00_dot_76 BowlType)
  (inReceptacle Bowl_bar__minus_00_dot_76_bar__minus_02_dot_01_bar__minus_00_dot_76 DiningTable_bar__minus_01_dot_22_bar__minus_00_dot_32_bar__plus_02_dot_11)
  (objectAtLocation Bowl_bar__minus_00_dot_76_bar__minus_02_dot_01_bar__minus_00_dot_76 loc_bar_4_bar__minus_7_bar_3_bar_0)
  (pickupable Bowl_bar__minus_00_dot_76_bar__minus_02_dot_01_bar__minus_00_dot_76)
  (cleanable Bowl_bar__minus_00_dot_76_bar__minus_02_dot_01_bar__minus_00_dot_76)
  (coolable Bowl_bar__minus_00_dot_76_bar__minus_02_dot_01_bar__minus_00_dot_76)
  (objectType Egg_bar__plus_00_dot_80_bar__minus_01_dot_46_bar__minus_02_dot_20 EggType)
  (inReceptacle Egg_bar__plus_00_dot_80_bar__minus_01_dot_46_bar__minus_02_dot_20 Microwave_bar__plus_01_dot_49_bar__plus_01_dot_41_bar__minus_00_dot_98)
  (objectAtLocation Egg_bar__plus_00_dot_80_bar__minus_01_dot_46_bar__minus_02_dot_20 loc_bar_2_bar__minus_2_bar_2_bar_0)
  (pickupable Egg_bar__plus_00_dot_80_bar__minus_01_dot_46_bar__minus_02_dot_20)
  (cleanable Egg_bar__plus_00_dot_80_bar__minus_01_dot_46_bar__minus_02_dot_20)
  (heatable Egg_bar__plus_00_dot_80_bar__minus_01_dot_46_bar__minus_02_dot_20)
  (coolable Egg_bar__plus_00_dot_80_bar__minus_01_dot_46_bar__minus_02_dot_20)
  (objectType Apple_bar__plus_00_dot_16_bar__minus_01_dot_07_bar__minus_01_dot_00 AppleType)
  (inReceptacle Apple_bar__plus_00_dot_16_bar__minus_01_dot_07_bar__minus_01_dot_00 Microwave_bar__plus_01_dot_49_bar__plus_01_dot_41_bar__minus_00_dot_98)
  (objectAtLocation Apple_bar__plus_00_dot_16_bar__minus_01_dot_07_bar__minus_01_dot_00 loc_bar_2_bar__minus_2_bar_2_bar_0)
  (pickupable Apple_bar__plus_00_dot_16_bar__minus_01_dot_07_bar__minus_01_dot_00)
  (cleanable Apple_bar__plus_00_dot_16_bar__minus_01_dot_07_bar__minus_01_dot_00)
  (heatable Apple_bar__plus_00_dot_16_bar__minus_01_dot_07_bar__minus_01_dot_00)
  (coolable Apple_bar__plus_00_dot_16_bar__minus_01_dot_07_bar__minus_01_dot_00)
  (sliceable Apple_bar__plus_00_dot_16_bar__minus_01_dot_07_bar__minus_01_dot_00)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o TomatoType)
                    (receptacleType ?r DiningTableType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
