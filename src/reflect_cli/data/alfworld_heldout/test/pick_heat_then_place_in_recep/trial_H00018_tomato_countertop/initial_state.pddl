(define (problem plan_trial_H00018_tomato_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  BreadType - otype
  ForkType - otype
  LettuceType - otype
  PanType - otype
  TomatoType - otype
  CounterTopType - rtype
  DiningTableType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Tomato_bar__plus_02_dot_27_bar__minus_00_dot_24_bar__minus_00_dot_01 - object
  Bread_bar__plus_01_dot_22_bar__minus_02_dot_15_bar__minus_00_dot_63 - object
  Lettuce_bar__minus_01_dot_34_bar__minus_00_dot_71_bar__minus_01_dot_50 - object
  Pan_bar__plus_00_dot_67_bar__plus_01_dot_56_bar__minus_02_dot_17 - object
  Bowl_bar__minus_02_dot_20_bar__minus_00_dot_60_bar__minus_00_dot_35 - object
  Fork_bar__plus_00_dot_75_bar__plus_00_dot_33_bar__minus_00_dot_99 - object
  Fridge_bar__plus_00_dot_84_bar__plus_00_dot_81_bar__minus_00_dot_18 - receptacle
  Sink_bar__minus_00_dot_92_bar__minus_02_dot_22_bar__plus_01_dot_24_bar_SinkBasin - receptacle
  Microwave_bar__minus_00_dot_02_bar__minus_00_dot_14_bar__minus_00_dot_06 - receptacle
  DiningTable_bar__plus_00_dot_13_bar__minus_02_dot_25_bar__minus_00_dot_69 - receptacle
  GarbageCan_bar__plus_01_dot_84_bar__plus_00_dot_46_bar__plus_00_dot_27 - receptacle
  CounterTop_bar__plus_01_dot_07_bar__plus_02_dot_05_bar__plus_00_dot_01 - receptacle
  loc_bar_1_bar__minus_3_bar_0_bar_15 - location
  loc_bar_5_bar__minus_1_bar_0_bar_30 - location
  loc_bar__minus_3_bar__minus_5_bar_3_bar_45 - location
  loc_bar__minus_4_bar_1_bar_0_bar_0 - location
  loc_bar__minus_4_bar_2_bar_0_bar_15 - location
  loc_bar__minus_6_bar__minus_4_bar_3_bar_30 - location
  loc_bar__minus_6_bar__minus_6_bar_2_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_1_bar__minus_3_bar_0_bar_15)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType TomatoType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType BreadType)
  (canContain DiningTableType ForkType)
  (canContain DiningTableType LettuceType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType TomatoType)
  (canContain FridgeType BowlType)
  (canContain FridgeType BreadType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType PanType)
  (canContain FridgeType TomatoType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType TomatoType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType TomatoType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType BreadType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType TomatoType)
  (receptacleType Fridge_bar__plus_00_dot_84_bar__plus_00_dot_81_bar__minus_00_dot_18 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_00_dot_84_bar__plus_00_dot_81_bar__minus_00_dot_18 loc_bar__minus_3_bar__minus_5_bar_3_bar_45)
  (openable Fridge_bar__plus_00_dot_84_bar__plus_00_dot_81_bar__minus_00_dot_18)
  (receptacleType Sink_bar__minus_00_dot_92_bar__minus_02_dot_22_bar__plus_01_dot_24_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_92_bar__minus_02_dot_22_bar__plus_01_dot_24_bar_SinkBasin loc_bar__minus_6_bar__minus_6_bar_2_bar_30)
  (receptacleType Microwave_bar__minus_00_dot_02_bar__minus_00_dot_14_bar__minus_00_dot_06 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_00_dot_02_bar__minus_00_dot_14_bar__minus_00_dot_06 loc_bar__minus_6_bar__minus_4_bar_3_bar_30)
  (openable Microwave_bar__minus_00_dot_02_bar__minus_00_dot_14_bar__minus_00_dot_06)
  (receptacleType DiningTable_bar__plus_00_dot_13_bar__minus_02_dot_25_bar__minus_00_dot_69 DiningTableType)
  (receptacleAtLocation DiningTable_bar__plus_00_dot_13_bar__minus_02_dot_25_bar__minus_00_dot_69 loc_bar_5_bar__minus_1_bar_0_bar_30)
  (receptacleType GarbageCan_bar__plus_01_dot_84_bar__plus_00_dot_46_bar__plus_00_dot_27 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_01_dot_84_bar__plus_00_dot_46_bar__plus_00_dot_27 loc_bar__minus_4_bar_1_bar_0_bar_0)
  (receptacleType CounterTop_bar__plus_01_dot_07_bar__plus_02_dot_05_bar__plus_00_dot_01 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_07_bar__plus_02_dot_05_bar__plus_00_dot_01 loc_bar__minus_4_bar_2_bar_0_bar_15)
  (objectType Tomato_bar__plus_02_dot_27_bar__minus_00_dot_24_bar__minus_00_dot_01 TomatoType)
  (inReceptacle Tomato_bar__plus_02_dot_27_bar__minus_00_dot_24_bar__minus_00_dot_01 GarbageCan_bar__plus_01_dot_84_bar__plus_00_dot_46_bar__plus_00_dot_27)
  (objectAtLocation Tomato_bar__plus_02_dot_27_bar__minus_00_dot_24_bar__minus_00_dot_01 loc_bar__minus_4_bar_1_bar_0_bar_0)
  (pickupable Tomato_bar__plus_02_dot_27_bar__minus_00_dot_24_bar__minus_00_dot_01)
  (cleanable Tomato_bar__plus_02_dot_27_bar__minus_00_dot_24_bar__minus_00_dot_01)
  (heatable Tomato_bar__plus_02_dot_27_bar__minus_00_dot_24_bar__minus_00_dot_01)
  (coolable Tomato_bar__plus_02_dot_27_bar__minus_00_dot_24_bar__minus_00_dot_01)
  (sliceable Tomato_bar__plus_02_dot_27_bar__minus_00_dot_24_bar__minus_00_dot_01)
  (objectType Bread_bar__plus_01_dot_22_bar__minus_02_dot_15_bar__minus_00_dot_63 BreadType)
  (inReceptacle Bread_bar__plus_01_dot_22_bar__minus_02_dot_15_bar__minus_00_dot_63 GarbageCan_bar__plus_01_dot_84_bar__plus_00_dot_46_bar__plus_00_dot_27)
  (objectAtLocation Bread_bar__plus_01_dot_22_bar__minus_02_dot_15_bar__minus_00_dot_63 loc_bar__minus_4_bar_1_bar_0_bar_0)
  (pickupable Bread_bar__plus_01_dot_22_bar__minus_02_dot_15_bar__minus_00_dot_63)
  (heatable Bread_bar__plus_01_dot_22_bar__minus_02_dot_15_bar__minus_00_dot_63)
  (coolable Bread_bar__plus_01_dot_22_bar__minus_02_dot_15_bar__minus_00_dot_63)
  (sliceable Bread_bar__plus_01_dot_22_bar__minus_02_dot_15_bar__minus_00_dot_63)
  (objectType Lettuce_bar__minus_01_dot_34_bar__minus_00_dot_71_bar__minus_01_dot_50 LettuceType)
  (inReceptacle Lettuce_bar__minus_01_dot_34_bar__minus_00_dot_71_bar__minus_01_dot_50 Sink_bar__minus_00_dot_92_bar__minus_02_dot_22_bar__plus_01_dot_24_bar_SinkBasin)
  (objectAtLocation Lettuce_bar__minus_01_dot_34_bar__minus_00_dot_71_bar__minus_01_dot_50 loc_bar__minus_6_bar__minus_6_bar_2_bar_30)
  (pickupable Lettuce_bar__minus_01_dot_34_bar__minus_00_dot_71_bar__minus_01_dot_50)
  (cleanable Lettuce_bar__minus_01_dot_34_bar__minus_00_dot_71_bar__minus_01_dot_50)
  (coolable Lettuce_bar__minus_01_dot_34_bar__minus_00_dot_71_bar__minus_01_dot_50)
  (sliceable Lettuce_bar__minus_01_dot_34_bar__minus_00_dot_71_bar__minus_01_dot_50)
  (objectType Pan_bar__plus_00_dot_67_bar__plus_01_dot_56_bar__minus_02_dot_17 PanType)
  (inReceptacle Pan_bar__plus_00_dot_67_bar__plus_01_dot_56_bar__minus_02_dot_17 Fridge_bar__plus_00_dot_84_bar__plus_00_dot_81_bar__minus_00_dot_18)
  (objectAtLocation Pan_bar__plus_00_dot_67_bar__plus_01_dot_56_bar__minus_02_dot_17 loc_bar__minus_3_bar__minus_5_bar_3_bar_45)
  (pickupable Pan_bar__plus_00_dot_67_bar__plus_01_dot_56_bar__minus_02_dot_17)
  (cleanable Pan_bar__plus_00_dot_67_bar__plus_01_dot_56_bar__minus_02_dot_17)
  (coolable Pan_bar__plus_00_dot_67_bar__plus_01_dot_56_bar__minus_02_dot_17)
  (objectType Bowl_bar__minus_02_dot_20_bar__minus_00_dot_60_bar__minus_00_dot_35 BowlType)
  (inReceptacle Bowl_bar__minus_02_dot_20_bar__minus_00_dot_60_bar__minus_00_dot_35 Microwave_bar__minus_00_dot_02_bar__minus_00_dot_14_bar__minus_00_dot_06)
  (objectAtLocation Bowl_bar__minus_02_dot_20_bar__minus_00_dot_60_bar__minus_00_dot_35 loc_bar__minus_6_bar__minus_4_bar_3_bar_30)
  (pickupable Bowl_bar__minus_02_dot_20_bar__minus_00_dot_60_bar__minus_00_dot_35)
  (cleanable Bowl_bar__minus_02_dot_20_bar__minus_00_dot_60_bar__minus_00_dot_35)
  (coolable Bowl_bar__minus_02_dot_20_bar__minus_00_dot_60_bar__minus_00_dot_35)
  (objectType Fork_bar__plus_00_dot_75_bar__plus_00_dot_33_bar__minus_00_dot_99 ForkType)
  (inReceptacle Fork_bar__plus_00_dot_75_bar__plus_00_dot_33_bar__minus_00_dot_99 Sink_bar__minus_00_dot_92_bar__minus_02_dot_22_bar__plus_01_dot_24_bar_SinkBasin)
  (objectAtLocation Fork_bar__plus_00_dot_75_bar__plus_00_dot_33_bar__minus_00_dot_99 loc_bar__minus_6_bar__minus_6_bar_2_bar_30)
  (pickupable Fork_bar__plus_00_dot_75_bar__plus_00_dot_33_bar__minus_00_dot_99)
  (cleanable Fork_bar__plus_00_dot_75_bar__plus_00_dot_33_bar__minus_00_dot_99)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o TomatoType)
                    (receptacleType ?r CounterTopType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
